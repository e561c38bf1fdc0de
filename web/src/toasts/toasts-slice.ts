import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  text: string;
}

let nextId = 1;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    shown: {
      reducer: (state, action: PayloadAction<Toast>) => [...state, action.payload],
      prepare: (severity: ToastSeverity, text: string) => ({ payload: { id: nextId++, severity, text } }),
    },
    dismissed: (state, action: PayloadAction<number>) => state.filter((t) => t.id !== action.payload),
  },
});
