// Spec 3's listing rules, shared by the marketplace service and the web editor: one place for the
// validation messages, availability and contact-mode logic, and the progress of the editor's sections.
export * from './listing.model';
export * from './availability';
export * from './contact-mode';
export * from './questionnaire';
export * from './listing.rules';
export * from './installation';
export * from './lead';
export * from './text-bounds';
