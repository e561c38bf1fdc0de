export { windowData, type TimeSpan, type WindowData, type WindowIndex } from './window-index.js';
export { windowKeywords, windowPosts } from './window-detail.js';
