// The one schema object Drizzle and drizzle-kit need; every table lives in a file by area.
export * from "./analytics";
export * from "./booking";
export * from "./catalogue";
export * from "./content";
export * from "./discovery";
export * from "./enums";
export * from "./identity";
export * from "./media";
export * from "./messaging";
export * from "./staff";
export * from "./users";
