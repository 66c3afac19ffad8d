import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeDist, onDemandInInitial } from './bundle.mjs';

// "Lottie, charts and the cropper only on demand" (DESIGN.md, budgets): checked on the files
// index.html loads before the first render.
describe('onDemandInInitial', () => {
  let dist = '';
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  };

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'on-demand-'));
    write('index.html', '<script type="module" src="/assets/index-A1.js"></script><link rel="stylesheet" href="/assets/index-C1.css">');
    write('assets/index-A1.js', 'import{r}from"./framework-F1.js";const M=()=>import("./loading-animation-L1.js");r(M);\n');
    write('assets/framework-F1.js', 'export const r=(x)=>x;\n');
    write('assets/index-C1.css', '.reactEasyCrop_Container{}\n');
    // Lazy chunks may hold them: that is what "on demand" means.
    write('assets/loading-animation-L1.js', 'const e="__lottie_element_";window.bodymovin=1;export default e;\n');
    write('assets/crop-dialog-X1.js', 'export const c="reactEasyCrop_Container";\n');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('passes a build whose lottie and cropper sit in lazy chunks (CSS is not code)', () => {
    expect(onDemandInInitial(dist, ['assets/index-A1.js', 'assets/framework-F1.js', 'assets/index-C1.css'])).toEqual([]);
    expect(analyzeDist(dist).breaches).toEqual([]);
  });

  it('names the file and the library when one of them reaches the first load', () => {
    write('assets/framework-F1.js', 'export const r=(x)=>x;const k="reactEasyCrop_Container",l="__lottie_element_";\n');
    expect(onDemandInInitial(dist, ['assets/framework-F1.js'])).toEqual([
      'assets/framework-F1.js loads before the first render but contains lottie code ("__lottie_element_"); load it on demand',
      'assets/framework-F1.js loads before the first render but contains cropper (react-easy-crop) code ("reactEasyCrop_"); load it on demand',
    ]);
    expect(analyzeDist(dist).breaches).toHaveLength(2);
  });

  it('finds chart libraries by their markers', () => {
    write('assets/framework-F1.js', 'export const r=(x)=>x;var n="echarts";\n');
    expect(analyzeDist(dist).breaches).toEqual([
      'assets/framework-F1.js loads before the first render but contains charts code ("echarts"); load it on demand',
    ]);
  });
});
