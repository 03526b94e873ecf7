/**
 * Ids a bulk load gave to rows it created, as ranges kept in id order: no other statement has written rows that
 * hang on them, so their prices, plans, history and stock are plain inserts.
 */
export class MadeIds {
  private readonly firsts: number[] = [];
  private readonly ends: number[] = [];

  add(first: number, count: number): void {
    if (count <= 0) return;
    // Chunks written at once may insert their variants out of their ids' order.
    let at = this.firsts.length;
    while (at > 0 && this.firsts[at - 1]! > first) at--;
    this.firsts.splice(at, 0, first);
    this.ends.splice(at, 0, first + count);
  }

  has(id: number): boolean {
    let low = 0;
    let high = this.firsts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (id < this.firsts[middle]!) high = middle - 1;
      else if (id >= this.ends[middle]!) low = middle + 1;
      else return true;
    }
    return false;
  }

  all<Row>(rows: readonly Row[], idOf: (row: Row) => number): boolean {
    for (const row of rows) if (!this.has(idOf(row))) return false;
    return true;
  }
}
