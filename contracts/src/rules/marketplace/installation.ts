/** The company an installation is for, as the install form and the marketplace service both limit it. */
export const MAX_COMPANY_NAME = 100;
