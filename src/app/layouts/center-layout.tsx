import { Outlet } from '@tanstack/react-router';

/** The user centre's frame; its sidebar menu per role arrives with the routes issue. */
export function CenterLayout() {
  return <Outlet />;
}
