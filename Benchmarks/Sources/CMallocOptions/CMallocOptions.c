#include "CMallocOptions.h"

#include <stdlib.h> /* defines __GLIBC__ on glibc */

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int cmallocoptions_release_freed_memory(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_MMAP_THRESHOLD, bytes) == 1 && mallopt(M_TRIM_THRESHOLD, bytes) == 1;
#else
  (void)bytes;
  return 0;
#endif
}

void cmallocoptions_trim(void) {
#if defined(__GLIBC__)
  (void)malloc_trim(0);
#endif
}
