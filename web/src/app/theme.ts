import { createTheme } from '@mui/material/styles';

// System fonts only, so the bundle works offline; the Japanese ones come first where installed.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans CJK JP"',
  '"Noto Sans JP"',
  '"IPAexGothic"',
  '"IPAPGothic"',
  '"IPAGothic"',
  'Meiryo',
  'Roboto',
  'Helvetica',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  typography: { fontFamily },
  palette: { primary: { main: '#1f4e79' }, secondary: { main: '#c2185b' } },
});
