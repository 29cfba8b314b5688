/** Spec 1 §2: /admin is an empty page; the admin tools are reached through the gear menu. */
export function AdminPage() {
  return <div />;
}
