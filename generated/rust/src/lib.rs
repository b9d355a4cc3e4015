// Code generated from the trajspec schemas (spec/) by trajspec codegen. DO NOT EDIT.

//! Models of the trajspec schemas: one module per family version.

pub mod jsonmodel;
pub mod registry;

pub mod atif17;
pub mod atif18;
pub mod evidence10;
pub mod export10;
