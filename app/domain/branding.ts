/** The branding as one page shows it: texts in that page's language. */
export type Branding = {
  companyName: string;
  logoText: string;
  tagline: string;
  colors: { primary: string; secondary: string; accent: string };
  fonts: { heading: string; body: string };
};
