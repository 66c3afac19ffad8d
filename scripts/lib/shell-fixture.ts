/** The SPA shell as `vite build` writes it, reduced to what the prerender tests read. */
export const SHELL = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>学术服务平台</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
