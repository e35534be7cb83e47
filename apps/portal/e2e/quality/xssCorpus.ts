/**
 * Rich-text vectors that must never run. Each one tries to set `window.__xss` or open a dialog. Sources:
 * the OWASP XSS filter-evasion cheat sheet (classic), DOMPurify's published mutation-XSS bypasses
 * (namespace confusion through `<math>`/`<svg>`, `<noscript>`, `<form>` nesting), SVG/MathML script
 * carriers, and `javascript:`/`data:` URLs in every attribute that takes one; and inline styles that would
 * lay the article over the page (issue 17: a fixed overlay with a fake 请重新登录).
 */
export const xssCorpus: { name: string; html: string }[] = [
  // classic
  { name: 'script element', html: '<script>window.__xss=1;alert(1)</script>' },
  { name: 'img onerror', html: '<img src="x" onerror="window.__xss=1;alert(1)">' },
  { name: 'img onerror, no quotes', html: '<IMG SRC=/ onerror=window.__xss=1>' },
  { name: 'body onload', html: '<body onload="window.__xss=1">' },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle="window.__xss=1"><summary>s</summary></details>',
  },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus="window.__xss=1">' },
  {
    name: 'div onclick / onmouseover',
    html: '<div onclick="window.__xss=1" onmouseover="window.__xss=1">悬停</div>',
  },
  { name: 'video source onerror', html: '<video><source onerror="window.__xss=1"></video>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' },
  { name: 'object data', html: '<object data="data:text/html,<script>parent.__xss=1</script>"></object>' },
  { name: 'embed src', html: '<embed src="data:text/html,<script>parent.__xss=1</script>">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  { name: 'base href', html: '<base href="javascript:window.__xss=1//">' },
  { name: 'form action', html: '<form action="javascript:window.__xss=1"><button>提交</button></form>' },
  { name: 'button formaction', html: '<button formaction="javascript:window.__xss=1">按钮</button>' },
  {
    name: 'style import',
    html: '<style>@import "javascript:window.__xss=1";</style><p style="background:url(javascript:window.__xss=1)">x</p>',
  },
  // layout: an editor's article must not cover or move the page (a fake 请重新登录 over everything)
  {
    name: 'style overlay',
    html: '<div style="position:fixed;inset:0;z-index:99999;background:#fff">请重新登录</div>',
  },
  {
    name: 'style transform',
    html: '<p style="transform:translateY(-100vh);position:relative;top:-100vh">请重新登录</p>',
  },
  { name: 'encoded handler', html: '<img src=x onerror=&#119;&#105;&#110;&#100;&#111;&#119;.__xss=1>' },
  // mutation-based
  {
    name: 'mXSS math/mtext/mglyph/style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  },
  {
    name: 'mXSS form nesting',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  },
  {
    name: 'mXSS noscript title',
    html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  },
  { name: 'mXSS svg p style', html: '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">' },
  {
    name: 'mXSS template',
    html: '<template><style></template><img src=x onerror=window.__xss=1></style></template>',
  },
  {
    name: 'mXSS textarea',
    html: '<textarea><img title="</textarea><img src=x onerror=window.__xss=1>"></textarea>',
  },
  { name: 'mXSS comment', html: '<!--><img src=x onerror=window.__xss=1>-->' },
  // SVG and MathML
  { name: 'svg onload', html: '<svg onload="window.__xss=1"></svg>' },
  { name: 'svg script', html: '<svg><script>window.__xss=1</script></svg>' },
  {
    name: 'svg a xlink:href',
    html: '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">点我</text></a></svg>',
  },
  {
    name: 'svg animate href',
    html: '<svg><a><animate attributeName="href" values="javascript:window.__xss=1"/><text x="20" y="20">点我</text></a></svg>',
  },
  { name: 'svg set onbegin', html: '<svg><set attributeName="x" onbegin="window.__xss=1" to="1"/></svg>' },
  {
    name: 'svg foreignObject',
    html: '<svg><foreignObject><img src=x onerror=window.__xss=1></foreignObject></svg>',
  },
  { name: 'math href', html: '<math href="javascript:window.__xss=1"><mi>x</mi></math>' },
  {
    name: 'math maction',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss=1">x</maction></math>',
  },
  // javascript: URLs
  { name: 'a javascript:', html: '<a href="javascript:window.__xss=1">链接</a>' },
  { name: 'a JaVaScRiPt:', html: '<a href="JaVaScRiPt:window.__xss=1">链接</a>' },
  {
    name: 'a entity-encoded javascript:',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">链接</a>',
  },
  { name: 'a tab in javascript:', html: '<a href="java&#9;script:window.__xss=1">链接</a>' },
  { name: 'a leading spaces', html: '<a href="   javascript:window.__xss=1">链接</a>' },
  { name: 'a &colon;', html: '<a href="javascript&colon;window.__xss=1">链接</a>' },
  { name: 'a vbscript:', html: '<a href="vbscript:msgbox(1)">链接</a>' },
  { name: 'img src javascript:', html: '<img src="javascript:window.__xss=1">' },
  { name: 'iframe src javascript:', html: '<iframe src="javascript:parent.__xss=1"></iframe>' },
  // data: URLs
  { name: 'a data:text/html', html: '<a href="data:text/html,<script>alert(1)</script>">链接</a>' },
  {
    name: 'a data:text/html base64',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">链接</a>',
  },
  { name: 'a data:image/svg+xml', html: '<a href="data:image/svg+xml,<svg onload=alert(1)>">链接</a>' },
  { name: 'iframe data:', html: '<iframe src="data:text/html,<script>parent.__xss=1</script>"></iframe>' },
];
