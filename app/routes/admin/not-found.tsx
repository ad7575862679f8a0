import { data } from "react-router";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/not-found";

// Any /admin/* path nothing else claims: the guard first (a customer learns
// nothing about which admin pages exist), then 404.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  throw data(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  await readForm(request, context);
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
