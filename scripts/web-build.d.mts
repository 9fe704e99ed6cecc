/** Builds the web app when it has never been built or its sources changed since. */
export function ensureWebBuilt(): void;
