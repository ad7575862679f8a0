import { FormStatus } from "#app/components/ui/form";

/** Above a page staff are previewing (`?preview=1`): it is hidden from the public. Nothing otherwise. */
export function PreviewBanner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="container">
      <FormStatus tone="info">{text}</FormStatus>
    </div>
  );
}
