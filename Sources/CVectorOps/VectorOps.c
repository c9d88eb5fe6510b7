// Everything is inline in include/VectorOps.h; SwiftPM needs one source file per C target.
#include "VectorOps.h"
