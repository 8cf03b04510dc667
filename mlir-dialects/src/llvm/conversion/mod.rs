//! Lowering to the `llvm` dialect: the shared pieces every dialect's
//! lowering uses (the LLVM type converter, memref descriptors, op
//! builders) and `convert-to-llvm`, which applies each dialect's
//! registered [`interface::ConvertToLlvmInterface`]. The patterns
//! themselves live with their dialects (`arith/to_llvm.rs`, ...).

pub mod build;
pub mod interface;
pub mod one_to_one;
pub mod type_converter;
