/**
 * The report's print rules: A4 portrait, no screen controls, blocks kept whole across pages, and
 * colours printed as shown (community swatches and bands carry meaning).
 */
export const REPORT_PRINT_STYLES = {
  '@page': { size: 'A4 portrait', margin: '12mm' },
  '@media print': {
    body: { background: '#fff', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
    '.report-screen-only': { display: 'none !important' },
    '.report-page': { maxWidth: 'none !important', padding: '0 !important', boxShadow: 'none !important' },
    '.report-block': { breakInside: 'avoid' },
    'h2, h3': { breakAfter: 'avoid' },
  },
} as const;
