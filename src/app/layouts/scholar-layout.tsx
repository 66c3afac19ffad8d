import { Outlet } from '@tanstack/react-router';

/** The scholar services' frame; its menu arrives with the routes issue. */
export function ScholarLayout() {
  return <Outlet />;
}
