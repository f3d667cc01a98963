/** `/assets/…` paths of the JS and CSS a first visit to `htmlFile` downloads (see first-load.mjs). */
export declare function firstLoadFiles(distDir: string, htmlFile?: string): string[];
