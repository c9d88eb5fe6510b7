/* Placeholder: the PNG helper owns this file. */
#ifndef CPNGSHIM_H
#define CPNGSHIM_H
#include <stddef.h>
#include <stdint.h>
#endif
