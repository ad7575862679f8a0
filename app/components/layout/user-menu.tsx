import { Link } from "react-router";
import { Dropdown } from "#app/components/ui/dropdown";
import type { RootData } from "#app/domain/root-data";
import { useTranslation } from "#app/i18n/react";
import { SignOutForm } from "./sign-out-form";

type Viewer = NonNullable<RootData["viewer"]>;

/** Links for a signed-in person; the Admin Panel only for super admins (staff use the address). */
export function userMenuLinks(viewer: Viewer) {
  return [
    { to: "/account", labelKey: "nav:account" },
    { to: "/wishlist", labelKey: "nav:wishlist" },
    ...(viewer.isSuperAdmin ? [{ to: "/admin", labelKey: "nav:adminPanel" }] : []),
  ];
}

export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation("nav");
  const firstName = viewer.fullName?.split(" ")[0] || t("account");
  return (
    <Dropdown label={firstName} align="right">
      <ul>
        {userMenuLinks(viewer).map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="dropdown__item">
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <SignOutForm className="dropdown__item" />
        </li>
      </ul>
    </Dropdown>
  );
}
