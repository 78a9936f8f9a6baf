#ifndef C_MALLOC_OPTIONS_H
#define C_MALLOC_OPTIONS_H

/// Makes glibc map every block of at least `bytes` on its own and trim the heap top above
/// `bytes` on free, so that freed memory leaves the resident set (for RSS measurements).
/// Returns 1 on success, 0 where glibc's mallopt is unavailable or refuses.
int cmallocoptions_release_freed_memory(int bytes);

/// Gives every free page of the heap back to the system now (glibc's malloc_trim(0)), so that
/// the next resident-set peak counts all memory a call touches. Does nothing elsewhere.
void cmallocoptions_trim(void);

#endif
