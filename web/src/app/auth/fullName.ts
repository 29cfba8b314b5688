export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter((part) => part !== null && part !== '').join(' ');
}
