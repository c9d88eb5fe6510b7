#include <fribidi.h>

/* FriBidi's paragraph-type constants are macros over macros, which Swift does not import. */
static inline FriBidiParType flipbook_fribidi_par_wltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType flipbook_fribidi_par_wrtl(void) { return FRIBIDI_PAR_WRTL; }
static inline int flipbook_fribidi_par_is_rtl(FriBidiParType t) { return FRIBIDI_IS_RTL(t) ? 1 : 0; }
