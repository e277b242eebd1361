// Plain JavaScript: the shell (through its bundler) and the gateway (without one) both check versions with it.

/** The major of a semver version ('1.4.2' → 1), undefined for anything else. */
export const majorOf = (semver) => {
  const match = typeof semver === 'string' ? /^(\d+)\.\d+\.\d+/.exec(semver) : null;
  return match ? Number(match[1]) : undefined;
};

/** Whether a remote built against contract `theirs` may be mounted by a shell of contract `ours`: same major. */
export const sameMajor = (theirs, ours) => majorOf(theirs) !== undefined && majorOf(theirs) === majorOf(ours);
