#include "cpngshim.h"
#include <png.h>
