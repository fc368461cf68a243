/** A resting placeholder while content loads; `count` cards of the given height. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-sand-200/70 dark:bg-night-700/70 ${className}`} />;
}

export function SkeletonCards({ count = 6, className = 'h-64' }: { count?: number; className?: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}
