/** A developer's name and company limits (identity's developer decider): the profile and the admin's edit form. */
export const NAME_MAX = 100;
export const COMPANY_MAX = 200;
