// pageStyleSheet: the CSS of an HTML page, for the screen, a dark scheme and print.

/// The rules every page shares: the seeds' colours (Sunday and holidays red, Saturday blue, the
/// neighbouring months' days grey, today ringed), a dark scheme through `prefers-color-scheme`, font
/// stacks for the locale's script, and text that wraps (captions) or ends in an ellipsis (labels)
/// inside its cell rather than overflowing it. Labels sit on the page's starting side, the right of a
/// right-to-left page, whatever their own direction (`dir="auto"`, which decides where each is cut); the
/// rest follows the page's `dir` by itself. One literal, so that a page costs one copy of it.
let pageBaseStyleSheet = pageFontStyleSheet + """
  :root{color-scheme:light dark;--ink:#1b1b1b;--paper:#fff;--line:#c9c9c9;--muted:#9b9b9b;\
  --sunday:#c62828;--saturday:#1565c0;--today:#e8710a;--mark:#6a1b9a;--holiday:#fdecea;\
  --working:#e8f0fe;--event:#2e7d32}
  @media (prefers-color-scheme:dark){:root{--ink:#e8e8e8;--paper:#141414;--line:#474747;--muted:#7d7d7d;\
  --sunday:#ff7b72;--saturday:#79c0ff;--today:#ffa657;--mark:#d2a8ff;--holiday:#3d1f1f;--working:#1c2a3f;\
  --event:#7ee787}}
  *{box-sizing:border-box}
  html{background:var(--paper);color:var(--ink)}
  body{margin:1rem}
  h1{margin:0 0 .75rem;text-align:center;font-size:1.6rem;font-weight:600;overflow-wrap:anywhere}
  .months{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:1.25rem 1.5rem}
  table{width:100%;border-collapse:collapse;table-layout:fixed}
  caption{padding:.2rem;font-size:1.15rem;font-weight:600;overflow-wrap:anywhere}
  th,td{min-width:0;padding:.15rem .25rem;border:1px solid var(--line);vertical-align:top;overflow:hidden}
  thead th{font-size:.8rem;font-weight:500;white-space:nowrap;text-align:center}
  thead th span{display:block;overflow:hidden;text-overflow:ellipsis}
  td{height:3.4rem}
  time{display:inline-block;min-width:1.6em;max-width:100%;font-variant-numeric:tabular-nums;text-align:center}
  .fact{display:block;overflow:hidden;font-size:.62rem;line-height:1.25;overflow-wrap:anywhere;text-align:left}
  [dir=rtl] .fact{text-align:right}
  .year .fact{white-space:nowrap;text-overflow:ellipsis}
  .weekend{color:var(--saturday)}
  .weekend.rest{color:var(--sunday)}
  td.holiday,td.holiday.weekend{background:var(--holiday);color:var(--sunday)}
  td.working-day,td.working-day.weekend,td.working-day.weekend.rest{background:var(--working);color:var(--ink)}
  td.mark time{text-decoration:underline;text-decoration-color:var(--mark);text-decoration-thickness:2px}
  .fact.mark{color:var(--mark)}
  .fact.event{color:var(--event)}
  .fact.calendar-date,.fact.moon-phase,.fact.sun-times,.fact.solar-term,.fact.rokuyo{color:var(--muted)}
  td.adjacent,td.adjacent.weekend,td.adjacent.weekend.rest{color:var(--muted);background:none}
  .year td{height:2.6rem}
  td.today time{border-radius:50%;box-shadow:0 0 0 2px var(--today);font-weight:700}
  .week-number{width:2.4em;color:var(--muted);font-size:.75rem;text-align:center}
  .more{display:none}
  """

/// The rules a page of another calendar's months adds (`--main-calendar`): the civil date under each day, small and
/// grey as the other calendars' dates are, on one line cut with an ellipsis, as small as a label on a year's sheet.
let pageCivilDateStyleSheet = """
  .civil-date{display:block;overflow:hidden;font-size:.62rem;line-height:1.25;white-space:nowrap;\
  text-overflow:ellipsis;color:var(--muted)}
  @media print{.year .civil-date{font-size:4.5pt;line-height:1.15}}
  """

/// The print rule of a year of thirteen months (a Hebrew or lunisolar leap year, `--main-calendar`): five across in
/// three rows, as twelve are four across, so that the year keeps to its one landscape sheet.
let pageThirteenMonthPrintStyleSheet = "@media print{.months{grid-template-columns:repeat(5,1fr);gap:3mm 3mm}}"

/// The labels a day shows on a printed month's sheet, a line each: a row of six of these lines and the
/// day's number fits the sixth of the sheet a row has (a calendar(1) file such as calendar.all gives a day
/// twenty). The rest are counted in a `+N` line.
let printedLabelCount = 5

/// The print rules of a page for `paper`: the whole of `-y` and `-Y` on one landscape sheet, every other
/// month on a portrait sheet of its own, tall enough to write in (CSS Paged Media Level 3: `@page size`;
/// CSS Fragmentation Level 3: `break-before`, `break-inside`). Sizes are in millimetres so that they add
/// up to the sheet: the year's three rows of months and the months' six rows of days are given heights
/// that fit with room to spare, so nothing is cut at a sheet's edge or pushed onto a second sheet.
func pagePrintStyleSheet(paper: PaperSize, isYear: Bool) -> String {
  let margin = isYear ? 8.0 : 12.0
  if isYear {
    // Landscape: the year's heading, then three rows of four months in what is left.
    let height = paper.widthInMillimetres - 2 * margin
    let monthHeight = (height - 12 - 2 * 3) / 3 - 4
    let dayHeight = Int((monthHeight - 10) / 6 * 10) / 10
    return """
      @page{size:\(paper.cssName) landscape;margin:\(Int(margin))mm}
      @media print{:root{--ink:#000;--paper:#fff;--line:#bbb;--muted:#999;--sunday:#c62828;--saturday:#1565c0;\
      --today:#e8710a;--mark:#6a1b9a;--holiday:#fdecea;--working:#e8f0fe;--event:#2e7d32}
      body{margin:0}h1{margin:0 0 2mm;font-size:16pt;line-height:10mm}
      .months{grid-template-columns:repeat(4,1fr);gap:3mm 5mm;break-inside:avoid}
      caption{padding:0;font-size:9pt;line-height:5mm;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
      thead th{padding:0 .5mm;font-size:6.5pt;line-height:4mm}
      .year td{height:\(dayHeight)mm;padding:.3mm .6mm;font-size:7pt;line-height:1.1}
      .fact{font-size:4.5pt;line-height:1.15}.fact+.fact{display:none}
      .week-number{font-size:6pt}}
      """
  }
  // Portrait: a month a sheet, its table as tall as the sheet allows less room for the caption.
  let height = paper.heightInMillimetres - 2 * margin - 12 - 8
  return """
    @page{size:\(paper.cssName) portrait;margin:\(Int(margin))mm}
    @media print{:root{--ink:#000;--paper:#fff;--line:#999;--muted:#999;--sunday:#c62828;--saturday:#1565c0;\
    --today:#e8710a;--mark:#6a1b9a;--holiday:#fdecea;--working:#e8f0fe;--event:#2e7d32}
    body{margin:0}h1{display:none}.months{display:block}
    table{height:\(Int(height))mm;break-inside:avoid}table+table{break-before:page}
    caption{font-size:20pt;line-height:12mm;padding:0}
    thead th{font-size:11pt;line-height:8mm}thead tr{height:8mm}
    td{font-size:14pt}.fact,.more{font-size:8pt;white-space:nowrap;text-overflow:ellipsis}\
    .fact:nth-of-type(n+\(printedLabelCount + 1)){display:none}.more{display:block;color:var(--muted)}}
    """
}

/// The font stacks of pages and images: the fonts of the locale's script that Debian, Windows and macOS
/// have (Noto CJK, Thai, Hebrew and Arabic, IPA, Nanum, TLWG, Culmus, Amiri; Yu Gothic, Malgun Gothic,
/// Leelawadee, Segoe UI, Tahoma; Hiragino, Thonburi, Arial Hebrew, Geeza Pro),
/// chosen by the page's `lang` through `:lang()` (Selectors Level 4), so that 令和 and 한글 are drawn
/// with the glyphs their readers expect rather than whatever a Latin font falls back to.
let pageFontStyleSheet = """
  :root{font-family:system-ui,"Noto Sans","DejaVu Sans","Liberation Sans",Arial,sans-serif}
  :lang(ja){font-family:"Noto Sans CJK JP","Noto Sans JP","Source Han Sans JP","IPAexGothic","IPAGothic",\
  "Hiragino Sans","Yu Gothic","Meiryo",sans-serif}
  :lang(ko){font-family:"Noto Sans CJK KR","Noto Sans KR","Source Han Sans KR","NanumGothic","Nanum Gothic",\
  "Apple SD Gothic Neo","Malgun Gothic",sans-serif}
  :lang(zh){font-family:"Noto Sans CJK SC","Noto Sans SC","Source Han Sans SC","WenQuanYi Zen Hei",\
  "PingFang SC","Microsoft YaHei",sans-serif}
  :lang(zh-TW),:lang(zh-HK){font-family:"Noto Sans CJK TC","Noto Sans TC","Source Han Sans TC",\
  "WenQuanYi Zen Hei","PingFang TC","Microsoft JhengHei",sans-serif}
  :lang(th){font-family:"Noto Sans Thai","Noto Sans Thai UI","Sarabun","Loma","Garuda","Tlwg Typo",\
  "Leelawadee UI","Thonburi",sans-serif}
  :lang(he),:lang(yi){font-family:"Noto Sans Hebrew","Nachlieli CLM","Miriam CLM","Arial Hebrew","Segoe UI",\
  Arial,sans-serif}
  :lang(ar),:lang(fa),:lang(ps),:lang(ckb),:lang(ug),:lang(ur){font-family:"Noto Sans Arabic","Noto Naskh Arabic",\
  "Amiri","Vazirmatn","Geeza Pro","Segoe UI",Tahoma,sans-serif}
  """
