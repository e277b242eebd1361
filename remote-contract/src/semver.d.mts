/** The major of a semver version ('1.4.2' → 1), undefined for anything else. */
export declare const majorOf: (semver: unknown) => number | undefined;
/** Whether a remote built against contract `theirs` may be mounted by a shell of contract `ours`: same major. */
export declare const sameMajor: (theirs: unknown, ours: unknown) => boolean;
