import { Button } from 'ui-kit/button';

export function App() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-bold">Nexus</h1>
      <p className="mt-2 text-ink-muted">Electronics for South Africa.</p>
      <Button className="mt-4">Shop now</Button>
    </main>
  );
}
