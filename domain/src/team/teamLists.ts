/** The ordering and search rules of the team lists (spec 3 §2 "Groups list", "Users list"). */

interface Named {
  name: string | null;
}

/** Case-insensitive substring search on the group name, then by name case-insensitively with null names last. */
export function sortAndFilterGroups<T extends Named>(groups: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  return groups
    .filter((g) => q === '' || (g.name ?? '').toLowerCase().includes(q))
    .sort((a, b) => {
      if (a.name === null || b.name === null) return a.name === b.name ? 0 : a.name === null ? 1 : -1;
      return a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0;
    });
}

interface Person {
  firstName: string | null;
  lastName: string | null;
}

export function fullNameOf(p: Person): string {
  return [p.firstName, p.lastName].filter((s) => s && s.trim() !== '').join(' ');
}

/** Search on the full name, case-insensitively; sorted by last name, then first name. */
export function sortAndFilterUsers<T extends Person>(users: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  const key = (u: T) => `${(u.lastName ?? '').toLowerCase()}\u0000${(u.firstName ?? '').toLowerCase()}`;
  return users
    .filter((u) => q === '' || fullNameOf(u).toLowerCase().includes(q))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Initials for the avatar: first letters of first and last name. */
export function initialsOf(p: Person): string {
  return `${(p.firstName ?? '').trim().charAt(0)}${(p.lastName ?? '').trim().charAt(0)}`.toUpperCase();
}
