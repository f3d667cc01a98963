export declare function freePort(): Promise<number>;
export declare function isFree(port: number): Promise<boolean>;
export declare function portOr(preferred: number): Promise<number>;
export declare function freePorts(count: number): Promise<number[]>;
