import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, avatarColor, initialsOf } from "#app/components/media/avatar";
import { ImageOriginsProvider } from "#app/components/media/image-origins";
import { sceneUrl } from "#app/domain/media/images";

describe("Avatar", () => {
  it("shows the picture with the person's name as alt text", () => {
    const html = renderToStaticMarkup(<Avatar name="Neema Mollel" url={sceneUrl("portrait", 3)} size={48} />);
    expect(html).toContain('alt="Neema Mollel"');
    expect(html).toContain("portrait.3.w400.webp");
    expect(html).toContain('sizes="48px"');
    expect(html).not.toContain('role="img"');
  });

  // Issue 11, defect 12: a picture the Content-Security-Policy would block becomes the initials.
  it("shows the initials for a picture from a host IMAGE_HOSTS does not list", () => {
    const picture = (origins: string[]) =>
      renderToStaticMarkup(
        <ImageOriginsProvider value={origins}>
          <Avatar name="Neema Mollel" url="https://lh3.googleusercontent.com/a/photo" size={48} />
        </ImageOriginsProvider>,
      );
    expect(picture([])).toContain('<span aria-hidden="true">NM</span>');
    expect(picture([])).not.toContain("<img");
    expect(picture(["https://lh3.googleusercontent.com"])).toContain(
      'src="https://lh3.googleusercontent.com/a/photo"',
    );
  });

  it("shows coloured initials, labelled for screen readers, without a picture", () => {
    const html = renderToStaticMarkup(<Avatar name="  Amani Juma Mushi " size={40} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Amani Juma Mushi"');
    expect(html).toContain('<span aria-hidden="true">AM</span>');
    expect(html).toContain(`background:${avatarColor("Amani Juma Mushi")}`);
    expect(html).not.toContain("<img");
  });

  it("derives initials and a stable colour from the name", () => {
    expect(initialsOf("sarah")).toBe("S");
    expect(initialsOf("Émile Zola")).toBe("ÉZ");
    expect(initialsOf("")).toBe("?");
    expect(avatarColor("Sarah")).toBe(avatarColor("sarah "));
    const colors = new Set(["Sarah", "John", "Amani", "Neema", "Peter", "Grace", "Baraka"].map(avatarColor));
    expect(colors.size).toBeGreaterThan(2);
  });
});
