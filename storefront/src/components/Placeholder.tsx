/**
 * Shimmering grey lines where content is about to appear: a title line, then `rows` lines of text, with a
 * square (an avatar or a photo, `avatar` pixels wide) before them if asked. Plain CSS (styles.css,
 * `.placeholder`) instead of antd's Skeleton, whose styles would be generated in the browser on every
 * first load, where the page can least afford it.
 */
export function Placeholder({ rows = 3, avatar }: { rows?: number; avatar?: number }) {
  return (
    <div className="placeholder">
      {avatar ? <div className="placeholder__avatar shimmer" style={{ width: avatar, height: avatar }} /> : null}
      <div className="placeholder__lines">
        <div className="placeholder__title shimmer" />
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="placeholder__line shimmer" />
        ))}
      </div>
    </div>
  );
}
