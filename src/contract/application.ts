/**
 * The exhibitor application's contract (application-schema.ts says what it checks), in two modules
 * behind this one. The choices (stand types, catalogue options) are what the organiser desk's URL schema
 * needs, and that schema is in every page's first chunk (a route's search schema always is); the field
 * rules are what only the application form and the server run. Both modules are side-effect free (the
 * build marks src/contract/ so), so a page that takes only a choice from here downloads none of the rules.
 */
export * from './application-choices';
export * from './application-schema';
