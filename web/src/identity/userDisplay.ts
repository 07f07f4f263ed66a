/** How a user is shown in the navigation. */
export interface UserNameParts {
  firstName: string;
  lastName: string;
  email: string;
}

export function displayName(user: UserNameParts): string {
  const name = `${user.firstName.trim()} ${user.lastName.trim()}`.trim();
  return name || user.email;
}

export function initialsOf(user: UserNameParts): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.trim().charAt(0) || '?').toUpperCase();
}
