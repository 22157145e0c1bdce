import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every route: a thin progress bar while a lazy page or its data loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? (
        <div aria-hidden className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100">
          <div className="h-full w-2/5 animate-progress bg-brand-700" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
