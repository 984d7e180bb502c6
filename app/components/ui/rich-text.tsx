/** Rich text from the database. The services sanitise it before it reaches a page (no scripts, no handlers). */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
