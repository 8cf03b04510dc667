//! Numeric and text support shared by the whole core (the analogue of
//! LLVM's `Support` library): arbitrary-precision integers and floats.
pub mod apfloat;
