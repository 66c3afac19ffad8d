/** Types for bench-contract.mjs. */
export function contractChunks(distDir: string): {
  core: string[];
  schemas: string[];
  coreGzip: number;
  schemasGzip: number;
  largestSchemaGzip: number;
};
export function timeContractCheck(options?: { rounds?: number }): Promise<Array<{ label: string; bytes: number; ms: number }>>;
export function formatContractCost(cost: {
  chunks: ReturnType<typeof contractChunks>;
  firstLoad: Array<{ route: string; bytes: number }>;
  timing: Array<{ label: string; bytes: number; ms: number }>;
}): string;
