/**
 * Reads asked for while the process handles one round of network events are made as one statement:
 * under load many carts are validated at once, and each statement costs both this process and
 * PostgreSQL a round trip of system calls that cost more than the read itself. `read` answers one result
 * per input, in order; a failed read fails every call of its batch. With one caller it is one read, a
 * turn of the event loop later.
 */
export function batchedRead<I, R>(read: (inputs: readonly I[]) => Promise<R[]>, options: { maxBatch?: number } = {}): (input: I) => Promise<R> {
  const maxBatch = options.maxBatch ?? 64;
  let pending: Array<{ input: I; resolve: (value: R) => void; reject: (error: unknown) => void }> = [];

  const flush = () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    read(batch.map((call) => call.input)).then(
      (results) => batch.forEach((call, index) => call.resolve(results[index]!)),
      (error: unknown) => batch.forEach((call) => call.reject(error)),
    );
  };

  return (input) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (pending.length === 1) setImmediate(flush);
      else if (pending.length >= maxBatch) flush();
    });
}

/**
 * `batchedRead` for reads whose statement takes one value per call (a slug, a model id) and shares the
 * rest (language, tax area): the calls of a batch are grouped by `keyOf`, each group's distinct values
 * are read in one statement, and every call gets the answer for its own value (`missing` when the
 * statement returned none for it).
 */
export function batchedByKey<I, V extends string | number, R>(
  keyOf: (input: I) => string,
  valueOf: (input: I) => V,
  read: (first: I, values: readonly V[]) => Promise<ReadonlyMap<V, R>>,
  missing: R,
  options: { maxBatch?: number } = {},
): (input: I) => Promise<R> {
  return batchedRead<I, R>(async (inputs) => {
    const groups = new Map<string, { first: I; values: Set<V> }>();
    for (const input of inputs) {
      const key = keyOf(input);
      const group = groups.get(key) ?? { first: input, values: new Set<V>() };
      group.values.add(valueOf(input));
      groups.set(key, group);
    }
    const answers = new Map<string, ReadonlyMap<V, R>>();
    await Promise.all([...groups].map(async ([key, group]) => answers.set(key, await read(group.first, [...group.values]))));
    return inputs.map((input) => answers.get(keyOf(input))!.get(valueOf(input)) ?? missing);
  }, options);
}
