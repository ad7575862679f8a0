export const DATABASE_ENTRIES: string[];
export function databaseTests(root: string): string[];
