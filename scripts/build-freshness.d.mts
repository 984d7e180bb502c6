export declare const SOURCES: string[];
export declare const BUILD_FILES: string[];
export declare function staleBuild(root: string): string | null;
