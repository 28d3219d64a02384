// Percentages for the dashboard.
export function completionRate(stats) {
  if (stats.total === 0) return 0;
  return Math.round((stats.open / stats.total) * 100);
}
