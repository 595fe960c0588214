// The report's only stylesheet, inline: system fonts, light and dark by the system setting.
export const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#656d76;--line:#d0d7de;--soft:#f6f8fa;
--high:#1a7f37;--mid:#9a6700;--low:#cf222e;--del:#ffebe9;--ins:#dafbe1;--accent:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--line:#30363d;
--soft:#161b22;--high:#3fb950;--mid:#d29922;--low:#f85149;--del:#5d1f1f;--ins:#1b4721;--accent:#4493f8}}
*{box-sizing:border-box}
body{margin:0;padding:1rem 1.5rem;background:var(--bg);color:var(--fg);
font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1{font-size:1.4rem;margin:0 0 .3rem}h2{font-size:1.1rem;margin:1.6rem 0 .5rem}
header dl,.totals{display:flex;flex-wrap:wrap;gap:.3rem 1.5rem;margin:.3rem 0}
header dt,.totals dt{color:var(--muted);font-size:.85em}header dd,.totals dd{margin:0}
.totals dd{font-size:1.3rem;font-variant-numeric:tabular-nums}
.verdict{font-weight:600}.pass,.good,.high{color:var(--high)}.fail,.bad,.low{color:var(--low)}.mid{color:var(--mid)}
.muted,.new{color:var(--muted)}code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:.25rem .6rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{background:var(--soft);font-weight:600}.num{text-align:right;white-space:nowrap}
tr[data-total] td{font-weight:600}.wrap{overflow-x:auto}.spark{color:var(--accent);letter-spacing:1px}
svg{margin:0 1rem .5rem 0;overflow:visible}
svg.bar{display:inline-block;width:4rem;height:.55rem;margin:0 0 0 .4rem;background:var(--soft);
border:1px solid var(--line);border-radius:2px;vertical-align:middle;overflow:hidden}
svg.bar rect{fill:currentColor}svg .axis{stroke:var(--muted)}svg .grid{stroke:var(--line)}
svg rect.high{fill:var(--high)}svg rect.mid{fill:var(--mid)}svg rect.low{fill:var(--low)}
svg text{fill:var(--muted);font-size:10px;text-anchor:middle}
svg polyline{fill:none;stroke-width:2}svg .mean{stroke:var(--accent)}
svg .rate{stroke:var(--muted);stroke-dasharray:4 3}svg circle{fill:var(--accent)}
figure{display:inline-block;margin:0 1rem 1rem 0}figcaption{color:var(--muted);font-size:.9em}
.controls{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:.5rem 0}
input,select,button{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:4px}
button.expand{width:1.8rem;cursor:pointer}
#assertion-table{table-layout:fixed;width:100%;min-width:56rem}#assertion-table td{overflow-wrap:anywhere}
.c-open{width:2.8rem}.c-file{width:22%}.c-matcher{width:11rem}.c-scorer{width:5.5rem}.c-score{width:6rem}
.c-required{width:12rem}.c-pass{width:3.5rem}.repeat{color:var(--muted);font-size:.85em;white-space:nowrap}
.probe{white-space:pre-wrap}.breakdown dd{white-space:pre-wrap}
tr.detail>td{background:var(--soft)}.texts{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1rem}
.texts h3{font-size:.9rem;margin:.2rem 0}
pre.text{white-space:pre-wrap;word-break:break-word;margin:0;padding:.5rem;max-height:30rem;overflow:auto;
background:var(--bg);border:1px solid var(--line);border-radius:4px}
del{background:var(--del);text-decoration:line-through}ins{background:var(--ins);text-decoration:none}
.breakdown{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:.6rem 0 0}
.breakdown dt{color:var(--muted)}.breakdown dd{margin:0}
.truncated,.no-texts,.diff-note{color:var(--muted);font-style:italic;margin:.3rem 0}
ul.plain{list-style:none;padding-left:0}
`
