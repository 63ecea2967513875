// An entry's body: plain text, paragraphs split by a blank line, list items on lines of their own
// (kept by `white-space: pre-line`). Rendered as text, never as HTML: whatever an operator types
// cannot become markup or script.
export function ArticleBody({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean)
  return (
    <div className="article-body">
      {paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
    </div>
  )
}
