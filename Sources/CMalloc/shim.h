/* glibc malloc tuning (mallopt), used by the flipbook tool. */
#include <malloc.h>
