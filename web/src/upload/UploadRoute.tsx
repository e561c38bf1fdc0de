import { useLocation } from 'react-router-dom';
import { UploadPage } from './UploadPage';

/**
 * The upload wizard, fresh on every arrival at /upload: a click on "New analysis" right after
 * Start (on /upload itself, or while the file list is still being shown) starts a new upload
 * instead of keeping the finished wizard and its pending move to the file list.
 */
export function UploadRoute() {
  const { key } = useLocation();
  return <UploadPage key={key} />;
}
