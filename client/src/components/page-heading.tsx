/** The title block that opens every content screen. */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {intro && <p className="page-heading__intro">{intro}</p>}
    </header>
  );
}
