export type Layer =
  | "domain"
  | "i18n"
  | "i18n/react"
  | "i18n/server"
  | "db"
  | "modules"
  | "styles"
  | "components"
  | "app"
  | "server"
  | "tests"
  | "scripts"
  | "outside";

export type LayerProblem = { file: string; line: number; specifier: string; rule: string };

export const RULES: Record<string, { may: Layer[]; says: string }>;
export function layerOf(file: string): Layer;
export function isTestFile(file: string): boolean;
export function resolveImport(fromFile: string, specifier: string): string | null;
export function importsOf(source: string): Array<{ specifier: string; line: number }>;
export function checkFile(file: string, source: string): LayerProblem[];
export function checkTree(root: string): LayerProblem[];
export function formatProblem(problem: LayerProblem): string;
